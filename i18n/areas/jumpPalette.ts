/** Jump anywhere's palette strings, added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { jumpPalette as en } from '../en/jumpPalette';
import { jumpPalette as ja } from '../ja/jumpPalette';
import { jumpPalette as zh } from '../zh/jumpPalette';

addAreaCatalogue('jumpPalette', { en, zh, ja });

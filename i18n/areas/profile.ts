/** The profile pages' strings, added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { profile as en } from '../en/profile';
import { profile as ja } from '../ja/profile';
import { profile as zh } from '../zh/profile';

addAreaCatalogue('profile', { en, zh, ja });

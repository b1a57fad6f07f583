/** The strings of the settings pages and their forms, added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { settings as en } from '../en/settings';
import { settings as ja } from '../ja/settings';
import { settings as zh } from '../zh/settings';

addAreaCatalogue('settings', { en, zh, ja });

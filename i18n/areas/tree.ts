/** The tree panel's strings, added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { tree as en } from '../en/tree';
import { tree as ja } from '../ja/tree';
import { tree as zh } from '../zh/tree';

addAreaCatalogue('tree', { en, zh, ja });

/** The import and export dialogs' strings, added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { importExport as en } from '../en/importExport';
import { importExport as ja } from '../ja/importExport';
import { importExport as zh } from '../zh/importExport';

addAreaCatalogue('importExport', { en, zh, ja });

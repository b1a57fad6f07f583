/** The dashboards' and the workbench home's strings, added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { dashboards as en } from '../en/dashboards';
import { dashboards as ja } from '../ja/dashboards';
import { dashboards as zh } from '../zh/dashboards';

addAreaCatalogue('dashboards', { en, zh, ja });

/** The job centre's strings (quick job, runs, playbooks), added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { jobs as en } from '../en/jobs';
import { jobs as ja } from '../ja/jobs';
import { jobs as zh } from '../zh/jobs';

addAreaCatalogue('jobs', { en, zh, ja });

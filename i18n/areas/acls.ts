/** The ACL editors' strings, added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { acls as en } from '../en/acls';
import { acls as ja } from '../ja/acls';
import { acls as zh } from '../zh/acls';

addAreaCatalogue('acls', { en, zh, ja });

/** The strings of a ticket's session card, added when their code loads (i18n/areaCatalogues.ts). */
import { addAreaCatalogue } from '../areaCatalogues';
import { ticketSession as en } from '../en/ticketSession';
import { ticketSession as ja } from '../ja/ticketSession';
import { ticketSession as zh } from '../zh/ticketSession';

addAreaCatalogue('ticketSession', { en, zh, ja });

/** dayjs's Japanese month and day names, loaded with the Japanese catalogue (catalogueSources.ts). */
import 'dayjs/locale/ja';

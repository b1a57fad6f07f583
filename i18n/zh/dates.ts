/** dayjs's Chinese month and day names, loaded with the Chinese catalogue (catalogueSources.ts). */
import 'dayjs/locale/zh-cn';

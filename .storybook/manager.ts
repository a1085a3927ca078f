import { addons } from 'storybook/manager-api';
import { vitalisTheme } from './vitalis-theme';

addons.setConfig({ theme: vitalisTheme });

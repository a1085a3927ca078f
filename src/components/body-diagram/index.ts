export {
  BodyDiagram,
  systemControlName,
  type BodySystemReading,
  type BodySystemView,
} from './body-diagram';
export { BODY_REGIONS, type BodyRegionId } from './body-shapes';

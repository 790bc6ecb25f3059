/**
 * Component tests wait on the real server: findBy/waitFor give it time on a loaded machine (they resolve
 * as soon as the condition holds, so a fast run stays fast).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

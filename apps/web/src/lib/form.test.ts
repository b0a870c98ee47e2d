import { describe, expect, it } from 'vitest';
import { CreateMeetingSchema } from '@nafasi/shared/meetings';
import { SpaceListQuerySchema } from '@nafasi/shared/spaces';
import { maxLengthOf } from './form';

describe('maxLengthOf', () => {
  it('reads the limit from the schema the server parses the field with, through optional and default', () => {
    expect(maxLengthOf(CreateMeetingSchema.shape.title)).toBe(120);
    expect(maxLengthOf(CreateMeetingSchema.shape.description)).toBe(1000); // .default('')
  });

  it('has no limit to give for a field that is not text', () => {
    expect(maxLengthOf(SpaceListQuerySchema.shape.minPrice)).toBeUndefined();
  });
});

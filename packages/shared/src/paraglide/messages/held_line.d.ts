/**
* | output |
* | --- |
* | "{bookings} of {day} · {attempts}" |
*
* @param {Held_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_line: ((inputs: Held_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Held_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Held_LineInputs = {
    bookings: NonNullable<unknown>;
    day: NonNullable<unknown>;
    attempts: NonNullable<unknown>;
};

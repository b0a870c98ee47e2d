/**
* | output |
* | --- |
* | "to {host} ({to})" |
*
* @param {Held_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_to: ((inputs: Held_ToInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Held_ToInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Held_ToInputs = {
    host: NonNullable<unknown>;
    to: NonNullable<unknown>;
};

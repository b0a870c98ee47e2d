/**
* | output |
* | --- |
* | "Up to {people}" |
*
* @param {Space_Up_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_up_to: ((inputs: Space_Up_ToInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Up_ToInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Up_ToInputs = {
    people: NonNullable<unknown>;
};

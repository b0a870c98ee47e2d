/**
* | output |
* | --- |
* | "Part {number} of {of}" |
*
* @param {Push_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_part: ((inputs: Push_PartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_PartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_PartInputs = {
    number: NonNullable<unknown>;
    of: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Move {space} to another time. It keeps its length ({hours} h) and price." |
*
* @param {Move_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_description: ((inputs: Move_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Move_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Move_DescriptionInputs = {
    space: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};

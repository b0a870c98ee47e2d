/**
* | output |
* | --- |
* | "Book {length} ahead" |
*
* @param {Space_Notice_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_notice_value: ((inputs: Space_Notice_ValueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Notice_ValueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Notice_ValueInputs = {
    length: NonNullable<unknown>;
};

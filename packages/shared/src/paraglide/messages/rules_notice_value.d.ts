/**
* | output |
* | --- |
* | "At least {length} ahead" |
*
* @param {Rules_Notice_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_notice_value: ((inputs: Rules_Notice_ValueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Notice_ValueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Notice_ValueInputs = {
    length: NonNullable<unknown>;
};

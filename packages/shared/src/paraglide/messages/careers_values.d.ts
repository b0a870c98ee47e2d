/**
* | output |
* | --- |
* | "Our values" |
*
* @param {Careers_ValuesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_values: ((inputs?: Careers_ValuesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_ValuesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_ValuesInputs = {};

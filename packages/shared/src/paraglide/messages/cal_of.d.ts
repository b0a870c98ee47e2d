/**
* | output |
* | --- |
* | "Calendar of {space}" |
*
* @param {Cal_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_of: ((inputs: Cal_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_OfInputs = {
    space: NonNullable<unknown>;
};

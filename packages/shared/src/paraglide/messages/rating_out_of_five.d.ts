/**
* | output |
* | --- |
* | "out of 5" |
*
* @param {Rating_Out_Of_FiveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rating_out_of_five: ((inputs?: Rating_Out_Of_FiveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Out_Of_FiveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Out_Of_FiveInputs = {};

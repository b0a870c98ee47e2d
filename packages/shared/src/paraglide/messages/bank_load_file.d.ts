/**
* | output |
* | --- |
* | "Statement file" |
*
* @param {Bank_Load_FileInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_load_file: ((inputs?: Bank_Load_FileInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Load_FileInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Load_FileInputs = {};

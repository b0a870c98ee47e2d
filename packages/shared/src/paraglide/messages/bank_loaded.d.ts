/**
* | output |
* | --- |
* | "Loaded {count} line(s) of {file}." |
*
* @param {Bank_LoadedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_loaded: ((inputs: Bank_LoadedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_LoadedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_LoadedInputs = {
    count: NonNullable<unknown>;
    file: NonNullable<unknown>;
};

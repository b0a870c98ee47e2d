/**
* | output |
* | --- |
* | "Nafasi fee (KSH)" |
*
* @param {Csv_FeeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_fee: ((inputs?: Csv_FeeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_FeeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_FeeInputs = {};

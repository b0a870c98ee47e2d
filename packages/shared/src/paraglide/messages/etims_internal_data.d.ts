/**
* | output |
* | --- |
* | "Internal data" |
*
* @param {Etims_Internal_DataInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_internal_data: ((inputs?: Etims_Internal_DataInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Internal_DataInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Internal_DataInputs = {};

/**
* | output |
* | --- |
* | "Only a document KRA refused can be sent again." |
*
* @param {Etims_Not_RejectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_not_rejected: ((inputs?: Etims_Not_RejectedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Not_RejectedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Not_RejectedInputs = {};

/**
* | output |
* | --- |
* | "Waiting for KRA: this invoice has been sent to KRA's eTIMS and will carry KRA's numbers once KRA signs it." |
*
* @param {Etims_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_waiting: ((inputs?: Etims_WaitingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_WaitingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_WaitingInputs = {};

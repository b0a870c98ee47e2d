/**
* | output |
* | --- |
* | "Request sent! An admin will review it and you’ll be able to list spaces once approved." |
*
* @param {Toast_Upgrade_RequestedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_upgrade_requested: ((inputs?: Toast_Upgrade_RequestedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Upgrade_RequestedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Upgrade_RequestedInputs = {};

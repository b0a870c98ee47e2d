/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Admin_Etims_RetryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_etims_retry: ((inputs?: Admin_Etims_RetryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Etims_RetryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Etims_RetryInputs = {};

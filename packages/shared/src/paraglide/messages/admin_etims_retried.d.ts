/**
* | output |
* | --- |
* | "Sent to KRA again." |
*
* @param {Admin_Etims_RetriedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_etims_retried: ((inputs?: Admin_Etims_RetriedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Etims_RetriedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Etims_RetriedInputs = {};

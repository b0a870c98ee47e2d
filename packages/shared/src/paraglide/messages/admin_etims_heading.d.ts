/**
* | output |
* | --- |
* | "Invoices at KRA's eTIMS" |
*
* @param {Admin_Etims_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_etims_heading: ((inputs?: Admin_Etims_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Etims_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Etims_HeadingInputs = {};

/**
* | output |
* | --- |
* | "reported by {name}" |
*
* @param {Admin_Reported_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_reported_by: ((inputs: Admin_Reported_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reported_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reported_ByInputs = {
    name: NonNullable<unknown>;
};

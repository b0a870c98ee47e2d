/**
* | output |
* | --- |
* | "from {phone}" |
*
* @param {Admin_FromInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_from: ((inputs: Admin_FromInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_FromInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_FromInputs = {
    phone: NonNullable<unknown>;
};

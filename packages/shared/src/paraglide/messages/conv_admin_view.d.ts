/**
* | output |
* | --- |
* | "A reported conversation, shown to admins to read only." |
*
* @param {Conv_Admin_ViewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_admin_view: ((inputs?: Conv_Admin_ViewInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Admin_ViewInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Admin_ViewInputs = {};

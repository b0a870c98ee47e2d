/**
* | output |
* | --- |
* | "New to Nafasi?" |
*
* @param {Auth_New_HereInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_new_here: ((inputs?: Auth_New_HereInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_HereInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_New_HereInputs = {};

/**
* | output |
* | --- |
* | "Creating an account needs JavaScript, which is off in your browser. Turn it on to sign up; spaces, the help centre and the blog can be read without it." |
*
* @param {Nojs_RegisterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nojs_register: ((inputs?: Nojs_RegisterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nojs_RegisterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nojs_RegisterInputs = {};

/**
* | output |
* | --- |
* | "Choose a photo to upload (the field \"file\")." |
*
* @param {Api_Photo_ChooseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_photo_choose: ((inputs?: Api_Photo_ChooseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Photo_ChooseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Photo_ChooseInputs = {};

/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Photo_ChooseInputs */

const en_api_photo_choose = /** @type {(inputs: Api_Photo_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a photo to upload (the field "file").`)
};

const sw_api_photo_choose = /** @type {(inputs: Api_Photo_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua picha ya kupakia (sehemu "file").`)
};

/**
* | output |
* | --- |
* | "Choose a photo to upload (the field \"file\")." |
*
* @param {Api_Photo_ChooseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_photo_choose = /** @type {((inputs?: Api_Photo_ChooseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Photo_ChooseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_photo_choose(inputs)
	return en_api_photo_choose(inputs)
});
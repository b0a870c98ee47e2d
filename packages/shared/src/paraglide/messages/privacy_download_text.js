/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Download_TextInputs */

const en_privacy_download_text = /** @type {(inputs: Privacy_Download_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your archive is ready. It downloads once, to this device.`)
};

const sw_privacy_download_text = /** @type {(inputs: Privacy_Download_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu yako iko tayari. Inapakuliwa mara moja, kwenye kifaa hiki.`)
};

/**
* | output |
* | --- |
* | "Your archive is ready. It downloads once, to this device." |
*
* @param {Privacy_Download_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_download_text = /** @type {((inputs?: Privacy_Download_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Download_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_download_text(inputs)
	return en_privacy_download_text(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_DownloadedInputs */

const en_privacy_downloaded = /** @type {(inputs: Privacy_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Downloaded. The link will not work again.`)
};

const sw_privacy_downloaded = /** @type {(inputs: Privacy_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imepakuliwa. Kiungo hakitafanya kazi tena.`)
};

/**
* | output |
* | --- |
* | "Downloaded. The link will not work again." |
*
* @param {Privacy_DownloadedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_downloaded = /** @type {((inputs?: Privacy_DownloadedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_DownloadedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_downloaded(inputs)
	return en_privacy_downloaded(inputs)
});
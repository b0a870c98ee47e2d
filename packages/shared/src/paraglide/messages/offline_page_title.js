/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Page_TitleInputs */

const en_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline`)
};

const sw_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huna mtandao kwa sasa`)
};

/**
* | output |
* | --- |
* | "You are offline" |
*
* @param {Offline_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const offline_page_title = /** @type {((inputs?: Offline_Page_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_offline_page_title(inputs)
	return en_offline_page_title(inputs)
});
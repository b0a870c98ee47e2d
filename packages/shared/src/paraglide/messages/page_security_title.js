/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Security_TitleInputs */

const en_page_security_title = /** @type {(inputs: Page_Security_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

const sw_page_security_title = /** @type {(inputs: Page_Security_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usalama`)
};

/**
* | output |
* | --- |
* | "Security" |
*
* @param {Page_Security_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_security_title = /** @type {((inputs?: Page_Security_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Security_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_security_title(inputs)
	return en_page_security_title(inputs)
});
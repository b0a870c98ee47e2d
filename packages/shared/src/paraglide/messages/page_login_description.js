/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Login_DescriptionInputs */

const en_page_login_description = /** @type {(inputs: Page_Login_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to book spaces, manage your bookings and join virtual meetings on Nafasi.`)
};

const sw_page_login_description = /** @type {(inputs: Page_Login_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia kwenye Nafasi ili kuweka nafasi, kusimamia uhifadhi wako na kujiunga na mikutano ya mtandaoni.`)
};

/**
* | output |
* | --- |
* | "Sign in to book spaces, manage your bookings and join virtual meetings on Nafasi." |
*
* @param {Page_Login_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_login_description = /** @type {((inputs?: Page_Login_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Login_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_login_description(inputs)
	return en_page_login_description(inputs)
});
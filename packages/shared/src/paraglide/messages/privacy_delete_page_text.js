/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Page_TextInputs */

const en_privacy_delete_page_text = /** @type {(inputs: Privacy_Delete_Page_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This deletes your account now. Bookings and invoices stay for five years without your name, e-mail or phone; your messages, reviews and posts show “A former member”.`)
};

const sw_privacy_delete_page_text = /** @type {(inputs: Privacy_Delete_Page_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hii inafuta akaunti yako sasa. Nafasi zilizohifadhiwa na ankara zinabaki kwa miaka mitano bila jina lako, barua pepe au simu; ujumbe wako, maoni na machapisho yanaonyesha “Mwanachama wa zamani”.`)
};

/**
* | output |
* | --- |
* | "This deletes your account now. Bookings and invoices stay for five years without your name, e-mail or phone; your messages, reviews and posts show “A former ..." |
*
* @param {Privacy_Delete_Page_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_page_text = /** @type {((inputs?: Privacy_Delete_Page_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Page_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_page_text(inputs)
	return en_privacy_delete_page_text(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Page_Bad_LinkInputs */

const en_privacy_delete_page_bad_link = /** @type {(inputs: Privacy_Delete_Page_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not complete. Open it from the e-mail again.`)
};

const sw_privacy_delete_page_bad_link = /** @type {(inputs: Privacy_Delete_Page_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki hakijakamilika. Kifungue tena kutoka kwenye barua pepe.`)
};

/**
* | output |
* | --- |
* | "This link is not complete. Open it from the e-mail again." |
*
* @param {Privacy_Delete_Page_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_page_bad_link = /** @type {((inputs?: Privacy_Delete_Page_Bad_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Page_Bad_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_page_bad_link(inputs)
	return en_privacy_delete_page_bad_link(inputs)
});
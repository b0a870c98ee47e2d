/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Page_ButtonInputs */

const en_privacy_delete_page_button = /** @type {(inputs: Privacy_Delete_Page_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account now`)
};

const sw_privacy_delete_page_button = /** @type {(inputs: Privacy_Delete_Page_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa akaunti yangu sasa`)
};

/**
* | output |
* | --- |
* | "Delete my account now" |
*
* @param {Privacy_Delete_Page_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_page_button = /** @type {((inputs?: Privacy_Delete_Page_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Page_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_page_button(inputs)
	return en_privacy_delete_page_button(inputs)
});
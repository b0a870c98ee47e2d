/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Page_HeadingInputs */

const en_privacy_delete_page_heading = /** @type {(inputs: Privacy_Delete_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your Nafasi account`)
};

const sw_privacy_delete_page_heading = /** @type {(inputs: Privacy_Delete_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa akaunti yako ya Nafasi`)
};

/**
* | output |
* | --- |
* | "Delete your Nafasi account" |
*
* @param {Privacy_Delete_Page_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_page_heading = /** @type {((inputs?: Privacy_Delete_Page_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Page_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_page_heading(inputs)
	return en_privacy_delete_page_heading(inputs)
});
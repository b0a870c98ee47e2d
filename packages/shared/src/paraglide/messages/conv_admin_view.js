/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_Admin_ViewInputs */

const en_conv_admin_view = /** @type {(inputs: Conv_Admin_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reported conversation, shown to admins to read only.`)
};

const sw_conv_admin_view = /** @type {(inputs: Conv_Admin_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mazungumzo yaliyoripotiwa, yanaonyeshwa kwa wasimamizi kusoma tu.`)
};

/**
* | output |
* | --- |
* | "A reported conversation, shown to admins to read only." |
*
* @param {Conv_Admin_ViewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_admin_view = /** @type {((inputs?: Conv_Admin_ViewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Admin_ViewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_admin_view(inputs)
	return en_conv_admin_view(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Role_Admin_TitleInputs */

const en_notify_role_admin_title = /** @type {(inputs: Notify_Role_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are now an admin of Nafasi`)
};

const sw_notify_role_admin_title = /** @type {(inputs: Notify_Role_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sasa wewe ni msimamizi wa Nafasi`)
};

/**
* | output |
* | --- |
* | "You are now an admin of Nafasi" |
*
* @param {Notify_Role_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_admin_title = /** @type {((inputs?: Notify_Role_Admin_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Role_Admin_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_role_admin_title(inputs)
	return en_notify_role_admin_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Role_User_TitleInputs */

const en_notify_role_user_title = /** @type {(inputs: Notify_Role_User_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is now a member's`)
};

const sw_notify_role_user_title = /** @type {(inputs: Notify_Role_User_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako sasa ni ya mwanachama`)
};

/**
* | output |
* | --- |
* | "Your account is now a member's" |
*
* @param {Notify_Role_User_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_user_title = /** @type {((inputs?: Notify_Role_User_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Role_User_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_role_user_title(inputs)
	return en_notify_role_user_title(inputs)
});